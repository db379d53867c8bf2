// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";

/// @title Erc4626Vault
/// @notice OpenZeppelin's ERC4626, unchanged, made deployable: the local chain's savings vaults
///         (sDAI over DAI). Its exchange rate is its assets over its shares, raised by donating assets,
///         where Sky's own vaults accrue a savings rate; a reader sees the same ERC-4626 interface.
contract Erc4626Vault is ERC4626 {
    constructor(IERC20 asset_, string memory name_, string memory symbol_) ERC20(name_, symbol_) ERC4626(asset_) {}
}
