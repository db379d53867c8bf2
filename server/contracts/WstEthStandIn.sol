// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title WstEthStandIn
/// @notice A STAND-IN for Lido's wstETH on the local chain, written by this project: the interface Ribbit
///         reads (ERC-20 balanceOf, stEthPerToken, getStETHByWstETH, getWstETHByStETH), its exchange rate set by
///         the account that deployed it (as staking rewards raise the real one). Lido's real WstETH derives the rate from stETH's pooled ether over its
///         shares (stEthPerToken() = getStETHByWstETH(1 ether) = 1 ether × pooled ether ÷ total shares,
///         rounded down); its sources are published on GitHub only, not on npm, and this project commits no
///         copy of them (docs/positions.md, "Liquid staking"). It sits at wstETH's mainnet address, labelled
///         by its name.
contract WstEthStandIn is ERC20 {
    /// @notice stETH per wstETH, 18 decimals.
    uint256 public stEthPerToken;
    address private immutable keeper;

    constructor(uint256 stEthPerToken_, address holder, uint256 supply) ERC20("Wrapped liquid staked Ether 2.0 (Ribbit stand-in)", "wstETH") {
        stEthPerToken = stEthPerToken_;
        keeper = msg.sender;
        _mint(holder, supply);
    }

    /// @notice Moves the rate, as a day of staking rewards moves the real one; only the deployer may.
    function setStEthPerToken(uint256 stEthPerToken_) external {
        require(msg.sender == keeper, "not the keeper");
        stEthPerToken = stEthPerToken_;
    }

    /// @notice stETH for `wstETHAmount`, rounded down as Lido's share arithmetic rounds.
    function getStETHByWstETH(uint256 wstETHAmount) external view returns (uint256) {
        return (wstETHAmount * stEthPerToken) / 1 ether;
    }

    /// @notice wstETH for `stETHAmount`, rounded down.
    function getWstETHByStETH(uint256 stETHAmount) external view returns (uint256) {
        return (stETHAmount * 1 ether) / stEthPerToken;
    }
}
