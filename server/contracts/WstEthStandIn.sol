// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title WstEthStandIn
/// @notice A STAND-IN for Lido's wstETH on the local chain, written by this project: the interface Ribbit
///         reads (ERC-20 balanceOf, stEthPerToken, getStETHByWstETH, getWstETHByStETH) and wraps and
///         unwraps that mint and burn as the real ones do. Lido's real WstETH asks stETH, which converts
///         with its total pooled ether over its total shares, each product rounded down; this stand-in
///         holds that same pair, set by the account that deployed it (as Lido's oracle reports rewards
///         and slashing), so it rounds as the real token does to the wei. It has no stETH: a wrap is
///         the keeper's, crediting a holder what a wrap of that much stETH would mint. Lido's sources
///         are published on GitHub only, not on npm, and this project commits no copy of them
///         (docs/positions.md, "Liquid staking"). Held to the wei to answers recorded once from Lido's
///         own WstETH over its StETH test harness (lidofinance/lido-dao commit fb068106, solc-js 0.6.12 and
///         0.4.24, optimizer 200 runs as its hardhat.config.ts), neither sources nor bytecode kept here
///         (test/protocols/staking/wstEthStandIn.test.ts). It sits at wstETH's mainnet address,
///         labelled by its name.
contract WstEthStandIn is ERC20 {
    /// @notice stETH's total pooled ether and total shares (or any pair in their ratio: only the ratio and its rounding matter).
    uint256 public pooledEther;
    uint256 public totalShares;
    address private immutable keeper;

    constructor(uint256 pooledEther_, uint256 totalShares_, address holder, uint256 supply)
        ERC20("Wrapped liquid staked Ether 2.0 (Ribbit stand-in)", "wstETH")
    {
        keeper = msg.sender;
        _setRate(pooledEther_, totalShares_);
        _mint(holder, supply);
    }

    modifier onlyKeeper() {
        require(msg.sender == keeper, "not the keeper");
        _;
    }

    /// @notice Moves the rate, as a day of staking rewards (or a slashing) moves the real one.
    function setRate(uint256 pooledEther_, uint256 totalShares_) external onlyKeeper {
        _setRate(pooledEther_, totalShares_);
    }

    /// @notice Credits `holder` the wstETH a wrap of `stETHAmount` mints: getWstETHByStETH, rounded down.
    function wrapFor(address holder, uint256 stETHAmount) external onlyKeeper returns (uint256 wstETHAmount) {
        require(stETHAmount > 0, "wstETH: can't wrap zero stETH");
        wstETHAmount = getWstETHByStETH(stETHAmount);
        _mint(holder, wstETHAmount);
    }

    /// @notice Burns `wstETHAmount` of `holder`'s, as an unwrap does; returns the stETH it would pay.
    function unwrapFor(address holder, uint256 wstETHAmount) external onlyKeeper returns (uint256 stETHAmount) {
        require(wstETHAmount > 0, "wstETH: zero amount unwrap not allowed");
        stETHAmount = getStETHByWstETH(wstETHAmount);
        _burn(holder, wstETHAmount);
    }

    /// @notice stETH for one wstETH (10^18), rounded down.
    function stEthPerToken() external view returns (uint256) {
        return getStETHByWstETH(1 ether);
    }

    /// @notice stETH for `wstETHAmount`: amount × pooled ether ÷ shares, rounded down (stETH's getPooledEthByShares).
    function getStETHByWstETH(uint256 wstETHAmount) public view returns (uint256) {
        return (wstETHAmount * pooledEther) / totalShares;
    }

    /// @notice wstETH for `stETHAmount`: amount × shares ÷ pooled ether, rounded down (stETH's getSharesByPooledEth).
    function getWstETHByStETH(uint256 stETHAmount) public view returns (uint256) {
        return (stETHAmount * totalShares) / pooledEther;
    }

    function _setRate(uint256 pooledEther_, uint256 totalShares_) private {
        require(pooledEther_ > 0 && totalShares_ > 0, "empty pool");
        pooledEther = pooledEther_;
        totalShares = totalShares_;
    }
}
