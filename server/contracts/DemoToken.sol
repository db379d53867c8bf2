// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title DemoToken
/// @notice An ERC-20 for the local demo chain. Every balance is minted in the
///         constructor, so seeding a token (and all its holders) is one transaction.
contract DemoToken is ERC20 {
    uint8 private immutable _decimals;

    error LengthMismatch();

    /// @param holders   Accounts to credit.
    /// @param amounts   Amounts in the token's smallest unit, one per holder.
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256[] memory amounts
    ) ERC20(name_, symbol_) {
        if (holders.length != amounts.length) revert LengthMismatch();
        _decimals = decimals_;
        for (uint256 i = 0; i < holders.length; ++i) {
            _mint(holders[i], amounts[i]);
        }
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
