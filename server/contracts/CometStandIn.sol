// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {AggregatorV3Interface} from "./HistoricalPriceFeed.sol";

/// @title CometStandIn
/// @notice A STAND-IN for Compound v3's Comet (compound-finance/comet, contracts/Comet.sol), written
///         for Ribbit's local chains: Comet's sources are published on GitHub only, not on npm, so
///         `npm ci` cannot bring them and the local chain cannot compile them offline.
///         It keeps Comet's accounting as Comet does it (principal and the supply and borrow indices
///         at 1e15, interest by the kinked rate curves per second, present values rounded as Comet
///         rounds them, the collateral walk of isLiquidatable and isBorrowCollateralized) for the
///         functions Ribbit reads and the seeding calls. No rewards, pause, absorb, buyCollateral,
///         reserves or extension. server/test/protocols/compoundV3/cometStandIn.test.ts replays a
///         scenario recorded from the real Comet and compares every answer (docs/positions.md).
contract CometStandIn {
    uint64 private constant BASE_INDEX_SCALE = 1e15;
    uint64 private constant FACTOR_SCALE = 1e18;
    uint256 private constant SECONDS_PER_YEAR = 31_536_000;

    struct AssetConfig {
        address asset;
        address priceFeed;
        uint8 decimals;
        uint64 borrowCollateralFactor;
        uint64 liquidateCollateralFactor;
        uint64 liquidationFactor;
        uint128 supplyCap;
    }

    /// As Comet's getAssetInfo answers.
    struct AssetInfo {
        uint8 offset;
        address asset;
        address priceFeed;
        uint64 scale;
        uint64 borrowCollateralFactor;
        uint64 liquidateCollateralFactor;
        uint64 liquidationFactor;
        uint128 supplyCap;
    }

    /// Per-year rates, as Comet's configuration gives them (factors at 1e18).
    struct Rates {
        uint64 supplyKink;
        uint64 supplySlopeLow;
        uint64 supplySlopeHigh;
        uint64 supplyBase;
        uint64 borrowKink;
        uint64 borrowSlopeLow;
        uint64 borrowSlopeHigh;
        uint64 borrowBase;
    }

    /// Comet's layout, so userBasic answers as Comet's does (rewards tracking unused, zero).
    struct UserBasic {
        int104 principal;
        uint64 baseTrackingIndex;
        uint64 baseTrackingAccrued;
        uint16 assetsIn;
        uint8 _reserved;
    }

    error AlreadyInitialized();
    error BadAsset();
    error BadPrice();
    error NotCollateralized();
    error SupplyCapExceeded();
    error InsufficientBalance();
    error Unauthorized();

    string public name;
    string public symbol;
    address public immutable baseToken;
    address public immutable baseTokenPriceFeed;
    uint256 public immutable baseScale;
    uint8 public immutable decimals;
    /// Who may add collateral: Comet's governor, who does it through the Configurator.
    address public immutable governor;

    uint64 public immutable supplyKink;
    uint64 public immutable supplyPerSecondInterestRateSlopeLow;
    uint64 public immutable supplyPerSecondInterestRateSlopeHigh;
    uint64 public immutable supplyPerSecondInterestRateBase;
    uint64 public immutable borrowKink;
    uint64 public immutable borrowPerSecondInterestRateSlopeLow;
    uint64 public immutable borrowPerSecondInterestRateSlopeHigh;
    uint64 public immutable borrowPerSecondInterestRateBase;

    AssetInfo[] private assets;

    uint64 public baseSupplyIndex;
    uint64 public baseBorrowIndex;
    uint40 public lastAccrualTime;
    uint104 private totalSupplyBase;
    uint104 private totalBorrowBase;
    mapping(address => UserBasic) public userBasic;
    mapping(address => mapping(address => uint128)) private collateral;
    mapping(address => uint128) private totalCollateral;

    constructor(
        string memory name_,
        string memory symbol_,
        address baseToken_,
        address baseTokenPriceFeed_,
        uint8 baseDecimals,
        Rates memory rates,
        AssetConfig[] memory configs
    ) {
        name = name_;
        symbol = symbol_;
        governor = msg.sender;
        baseToken = baseToken_;
        baseTokenPriceFeed = baseTokenPriceFeed_;
        baseScale = 10 ** baseDecimals;
        decimals = baseDecimals;
        supplyKink = rates.supplyKink;
        supplyPerSecondInterestRateSlopeLow = uint64(rates.supplySlopeLow / SECONDS_PER_YEAR);
        supplyPerSecondInterestRateSlopeHigh = uint64(rates.supplySlopeHigh / SECONDS_PER_YEAR);
        supplyPerSecondInterestRateBase = uint64(rates.supplyBase / SECONDS_PER_YEAR);
        borrowKink = rates.borrowKink;
        borrowPerSecondInterestRateSlopeLow = uint64(rates.borrowSlopeLow / SECONDS_PER_YEAR);
        borrowPerSecondInterestRateSlopeHigh = uint64(rates.borrowSlopeHigh / SECONDS_PER_YEAR);
        borrowPerSecondInterestRateBase = uint64(rates.borrowBase / SECONDS_PER_YEAR);
        for (uint256 i = 0; i < configs.length; ++i) {
            pushAsset(configs[i]);
        }
    }

    /// What Comet's Configurator.addAsset and the proxy admin's deployAndUpgradeTo do together: the
    /// market lists one more collateral asset, at the next offset (getAssetInfo(numAssets() - 1)).
    function addAsset(AssetConfig memory config) external {
        if (msg.sender != governor) revert Unauthorized();
        pushAsset(config);
    }

    function pushAsset(AssetConfig memory config) private {
        assets.push(
            AssetInfo({
                offset: uint8(assets.length),
                asset: config.asset,
                priceFeed: config.priceFeed,
                scale: uint64(10 ** config.decimals),
                borrowCollateralFactor: config.borrowCollateralFactor,
                liquidateCollateralFactor: config.liquidateCollateralFactor,
                liquidationFactor: config.liquidationFactor,
                supplyCap: config.supplyCap
            })
        );
    }

    /// As Comet's: its proxy calls it once, after the constructor, and interest runs from then.
    function initializeStorage() external {
        if (lastAccrualTime != 0) revert AlreadyInitialized();
        baseSupplyIndex = BASE_INDEX_SCALE;
        baseBorrowIndex = BASE_INDEX_SCALE;
        lastAccrualTime = uint40(block.timestamp);
    }

    // Reads

    function numAssets() external view returns (uint8) {
        return uint8(assets.length);
    }

    function getAssetInfo(uint8 i) public view returns (AssetInfo memory) {
        if (i >= assets.length) revert BadAsset();
        return assets[i];
    }

    function getAssetInfoByAddress(address asset) public view returns (AssetInfo memory) {
        for (uint256 i = 0; i < assets.length; ++i) {
            if (assets[i].asset == asset) return assets[i];
        }
        revert BadAsset();
    }

    function getPrice(address priceFeed) public view returns (uint256) {
        (, int256 price,,,) = AggregatorV3Interface(priceFeed).latestRoundData();
        if (price <= 0) revert BadPrice();
        return uint256(price);
    }

    function totalSupply() external view returns (uint256) {
        (uint64 supplyIndex,) = accruedInterestIndices(block.timestamp - lastAccrualTime);
        return presentValueSupply(supplyIndex, totalSupplyBase);
    }

    function totalBorrow() external view returns (uint256) {
        (, uint64 borrowIndex) = accruedInterestIndices(block.timestamp - lastAccrualTime);
        return presentValueBorrow(borrowIndex, totalBorrowBase);
    }

    function balanceOf(address account) external view returns (uint256) {
        (uint64 supplyIndex,) = accruedInterestIndices(block.timestamp - lastAccrualTime);
        int104 principal = userBasic[account].principal;
        return principal > 0 ? presentValueSupply(supplyIndex, uint104(principal)) : 0;
    }

    function borrowBalanceOf(address account) external view returns (uint256) {
        (, uint64 borrowIndex) = accruedInterestIndices(block.timestamp - lastAccrualTime);
        int104 principal = userBasic[account].principal;
        return principal < 0 ? presentValueBorrow(borrowIndex, uint104(-principal)) : 0;
    }

    function collateralBalanceOf(address account, address asset) external view returns (uint128) {
        return collateral[account][asset];
    }

    function getUtilization() public view returns (uint256) {
        uint256 supplied = presentValueSupply(baseSupplyIndex, totalSupplyBase);
        uint256 borrowed = presentValueBorrow(baseBorrowIndex, totalBorrowBase);
        return supplied == 0 ? 0 : (borrowed * FACTOR_SCALE) / supplied;
    }

    function getSupplyRate(uint256 utilization) public view returns (uint64) {
        if (utilization <= supplyKink) return uint64(supplyPerSecondInterestRateBase + mulFactor(supplyPerSecondInterestRateSlopeLow, utilization));
        return uint64(
            supplyPerSecondInterestRateBase + mulFactor(supplyPerSecondInterestRateSlopeLow, supplyKink)
                + mulFactor(supplyPerSecondInterestRateSlopeHigh, utilization - supplyKink)
        );
    }

    function getBorrowRate(uint256 utilization) public view returns (uint64) {
        if (utilization <= borrowKink) return uint64(borrowPerSecondInterestRateBase + mulFactor(borrowPerSecondInterestRateSlopeLow, utilization));
        return uint64(
            borrowPerSecondInterestRateBase + mulFactor(borrowPerSecondInterestRateSlopeLow, borrowKink)
                + mulFactor(borrowPerSecondInterestRateSlopeHigh, utilization - borrowKink)
        );
    }

    /// As Comet: the debt at the stored (last accrued) index, each collateral asset the account is in
    /// at its liquidate collateral factor, stopping as soon as the debt is covered.
    function isLiquidatable(address account) external view returns (bool) {
        return !isCovered(account, false);
    }

    function isBorrowCollateralized(address account) public view returns (bool) {
        return isCovered(account, true);
    }

    // Writes (the seeding's and the tests')

    function supply(address asset, uint256 amount) external {
        supplyTo(msg.sender, asset, amount);
    }

    /// As Comet's: the sender pays, `dst` is credited.
    function supplyTo(address dst, address asset, uint256 amount) public {
        if (asset == baseToken) supplyBase(msg.sender, dst, amount);
        else supplyCollateral(msg.sender, dst, asset, amount);
    }

    function withdraw(address asset, uint256 amount) external {
        if (asset != baseToken) revert BadAsset();
        accrueInternal();
        UserBasic memory user = userBasic[msg.sender];
        int256 balance = presentValue(user.principal) - int256(amount);
        int104 principalNew = principalValue(balance);
        (uint104 withdrawAmount, uint104 borrowAmount) = withdrawAndBorrowAmount(user.principal, principalNew);
        totalSupplyBase -= withdrawAmount;
        totalBorrowBase += borrowAmount;
        userBasic[msg.sender].principal = principalNew;
        if (balance < 0 && !isBorrowCollateralized(msg.sender)) revert NotCollateralized();
        if (!IERC20(baseToken).transfer(msg.sender, amount)) revert InsufficientBalance();
    }

    // Internals, as Comet's

    function supplyBase(address from, address dst, uint256 amount) private {
        if (!IERC20(baseToken).transferFrom(from, address(this), amount)) revert InsufficientBalance();
        accrueInternal();
        UserBasic memory user = userBasic[dst];
        int104 principalNew = principalValue(presentValue(user.principal) + int256(amount));
        (uint104 repayAmount, uint104 supplyAmount) = repayAndSupplyAmount(user.principal, principalNew);
        totalSupplyBase += supplyAmount;
        totalBorrowBase -= repayAmount;
        userBasic[dst].principal = principalNew;
    }

    function supplyCollateral(address from, address dst, address asset, uint256 amount) private {
        if (!IERC20(asset).transferFrom(from, address(this), amount)) revert InsufficientBalance();
        AssetInfo memory info = getAssetInfoByAddress(asset);
        uint128 total = totalCollateral[asset] + uint128(amount);
        if (total > info.supplyCap) revert SupplyCapExceeded();
        totalCollateral[asset] = total;
        uint128 before = collateral[dst][asset];
        collateral[dst][asset] = before + uint128(amount);
        if (before == 0 && amount > 0) userBasic[dst].assetsIn |= uint16(1 << info.offset);
    }

    function isCovered(address account, bool forBorrowing) private view returns (bool) {
        int104 principal = userBasic[account].principal;
        if (principal >= 0) return true;
        uint16 assetsIn = userBasic[account].assetsIn;
        int256 liquidity = (presentValue(principal) * int256(getPrice(baseTokenPriceFeed))) / int256(baseScale);
        for (uint8 i = 0; i < assets.length; ++i) {
            if (assetsIn & (uint16(1) << i) == 0) continue;
            if (liquidity >= 0) return true;
            AssetInfo memory info = assets[i];
            uint256 value = (uint256(collateral[account][info.asset]) * getPrice(info.priceFeed)) / info.scale;
            uint64 factor = forBorrowing ? info.borrowCollateralFactor : info.liquidateCollateralFactor;
            liquidity += int256(mulFactor(value, factor));
        }
        return liquidity >= 0;
    }

    function accrueInternal() private {
        uint256 elapsed = block.timestamp - lastAccrualTime;
        if (elapsed > 0) {
            (baseSupplyIndex, baseBorrowIndex) = accruedInterestIndices(elapsed);
            lastAccrualTime = uint40(block.timestamp);
        }
    }

    function accruedInterestIndices(uint256 elapsed) private view returns (uint64, uint64) {
        uint64 supplyIndex = baseSupplyIndex;
        uint64 borrowIndex = baseBorrowIndex;
        if (elapsed > 0) {
            uint256 utilization = getUtilization();
            supplyIndex += uint64(mulFactor(supplyIndex, getSupplyRate(utilization) * elapsed));
            borrowIndex += uint64(mulFactor(borrowIndex, getBorrowRate(utilization) * elapsed));
        }
        return (supplyIndex, borrowIndex);
    }

    function presentValue(int104 principal) private view returns (int256) {
        if (principal >= 0) return int256(presentValueSupply(baseSupplyIndex, uint104(principal)));
        return -int256(presentValueBorrow(baseBorrowIndex, uint104(-principal)));
    }

    function principalValue(int256 present) private view returns (int104) {
        if (present >= 0) return int104(uint104(principalValueSupply(baseSupplyIndex, uint256(present))));
        return -int104(uint104(principalValueBorrow(baseBorrowIndex, uint256(-present))));
    }

    function presentValueSupply(uint64 index, uint256 principal) private pure returns (uint256) {
        return (principal * index) / BASE_INDEX_SCALE;
    }

    function presentValueBorrow(uint64 index, uint256 principal) private pure returns (uint256) {
        return (principal * index) / BASE_INDEX_SCALE;
    }

    function principalValueSupply(uint64 index, uint256 present) private pure returns (uint104) {
        return uint104((present * BASE_INDEX_SCALE) / index);
    }

    /// Rounded up, as Comet rounds a debt.
    function principalValueBorrow(uint64 index, uint256 present) private pure returns (uint104) {
        return uint104((present * BASE_INDEX_SCALE + index - 1) / index);
    }

    function repayAndSupplyAmount(int104 oldPrincipal, int104 newPrincipal) private pure returns (uint104, uint104) {
        if (newPrincipal < oldPrincipal) return (0, 0);
        if (newPrincipal <= 0) return (uint104(newPrincipal - oldPrincipal), 0);
        if (oldPrincipal >= 0) return (0, uint104(newPrincipal - oldPrincipal));
        return (uint104(-oldPrincipal), uint104(newPrincipal));
    }

    function withdrawAndBorrowAmount(int104 oldPrincipal, int104 newPrincipal) private pure returns (uint104, uint104) {
        if (newPrincipal > oldPrincipal) return (0, 0);
        if (newPrincipal >= 0) return (uint104(oldPrincipal - newPrincipal), 0);
        if (oldPrincipal <= 0) return (0, uint104(oldPrincipal - newPrincipal));
        return (uint104(oldPrincipal), uint104(-newPrincipal));
    }

    function mulFactor(uint256 n, uint256 factor) private pure returns (uint256) {
        return (n * factor) / FACTOR_SCALE;
    }
}
