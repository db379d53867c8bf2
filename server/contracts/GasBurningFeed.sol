// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title GasBurningFeed
/// @notice A feed address whose code burns all the gas it is given, whatever it is
///         asked: a broken or hostile contract where a registry says a feed is (issue 20,
///         item 4: such a LINK feed made Ethereum's whole aggregate3 eth_call fail with
///         -32603). Multicall3.aggregate3 (mds1/multicall, src/Multicall3.sol) forwards all
///         but 1/64 of its gas to each call (EIP-150), so one such call starves the calls
///         after it, or the whole eth_call runs out of gas.
contract GasBurningFeed {
    fallback() external {
        while (true) {}
    }
}
