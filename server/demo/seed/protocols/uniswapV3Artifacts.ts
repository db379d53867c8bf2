/**
 * Uniswap v3's published code, from its npm artifacts: v3-core 1.0.1 (the factory, which creates pools
 * with the pool code whose hash the periphery's PoolAddress expects) and v3-periphery 1.4.4 (the
 * NonfungiblePositionManager and the SwapRouter).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Abi, Hex } from 'viem';

export interface UniswapArtifact {
  abi: Abi;
  bytecode: Hex;
}

const NODE_MODULES = path.resolve(__dirname, '../../../../node_modules');

function artifact(file: string): UniswapArtifact {
  const parsed = JSON.parse(readFileSync(path.join(NODE_MODULES, file), 'utf8')) as UniswapArtifact;
  return { abi: parsed.abi, bytecode: parsed.bytecode };
}

let loaded: Record<'factory' | 'positionManager' | 'swapRouter' | 'pool', UniswapArtifact> | undefined;

export function uniswapArtifacts(): Record<'factory' | 'positionManager' | 'swapRouter' | 'pool', UniswapArtifact> {
  loaded ??= {
    factory: artifact('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
    pool: artifact('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'),
    positionManager: artifact('@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json'),
    swapRouter: artifact('@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json'),
  };
  return loaded;
}
