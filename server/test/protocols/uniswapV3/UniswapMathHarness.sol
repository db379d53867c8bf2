// SPDX-License-Identifier: GPL-2.0-or-later
pragma solidity =0.7.6;
pragma abicoder v2;

import '@uniswap/v3-core/contracts/libraries/TickMath.sol';
import '@uniswap/v3-periphery/contracts/libraries/LiquidityAmounts.sol';

/// Exposes Uniswap's own libraries, compiled from their npm sources at their pinned compiler, so
/// Ribbit's bigint port can be compared with them answer for answer.
contract UniswapMathHarness {
    function sqrtRatios(int24[] calldata ticks) external pure returns (uint160[] memory ratios) {
        ratios = new uint160[](ticks.length);
        for (uint256 i = 0; i < ticks.length; i++) ratios[i] = TickMath.getSqrtRatioAtTick(ticks[i]);
    }

    struct AmountsQuery {
        uint160 sqrtPrice;
        uint160 sqrtA;
        uint160 sqrtB;
        uint128 liquidity;
    }

    function amounts(AmountsQuery[] calldata queries) external pure returns (uint256[2][] memory out) {
        out = new uint256[2][](queries.length);
        for (uint256 i = 0; i < queries.length; i++) {
            (out[i][0], out[i][1]) = LiquidityAmounts.getAmountsForLiquidity(queries[i].sqrtPrice, queries[i].sqrtA, queries[i].sqrtB, queries[i].liquidity);
        }
    }
}
