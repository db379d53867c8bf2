/**
 * Lido's wstETH and Lido's own stETH test double, compiled from Lido's sources
 * (server/contracts/vendor/lido, unchanged) at the compilers and settings Lido pins.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_DIR, type ContractArtifact } from './compile';
import { compileUpstream } from './compileUpstream';

const LIDO = path.join(CONTRACTS_DIR, 'vendor/lido');
const ARAGON = path.join(CONTRACTS_DIR, 'vendor/aragon');

const source = (root: string, file: string): string => readFileSync(path.join(root, file), 'utf8');

export interface LidoContracts {
  WstETH: ContractArtifact;
  /** StETH__HarnessForWstETH: the real StETH share accounting, its pooled ether set by `setTotalPooledEther`. */
  StETH: ContractArtifact;
}

export async function lidoContracts(): Promise<LidoContracts> {
  const [steth, wsteth] = await Promise.all([
    compileUpstream({
      compiler: 'solc-0.4.24',
      sources: {
        'test/0.6.12/contracts/StETH__HarnessForWstETH.sol': source(LIDO, 'test/0.6.12/contracts/StETH__HarnessForWstETH.sol'),
        'contracts/0.4.24/StETH.sol': source(LIDO, 'contracts/0.4.24/StETH.sol'),
        'contracts/0.4.24/utils/Pausable.sol': source(LIDO, 'contracts/0.4.24/utils/Pausable.sol'),
        '@aragon/os/contracts/common/UnstructuredStorage.sol': source(ARAGON, 'contracts/common/UnstructuredStorage.sol'),
        '@aragon/os/contracts/lib/math/SafeMath.sol': source(ARAGON, 'contracts/lib/math/SafeMath.sol'),
      },
      settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'constantinople' },
      contracts: [['test/0.6.12/contracts/StETH__HarnessForWstETH.sol', 'StETH__HarnessForWstETH']],
    }),
    compileUpstream({
      compiler: 'solc-0.6.12',
      sources: {
        'contracts/0.6.12/WstETH.sol': source(LIDO, 'contracts/0.6.12/WstETH.sol'),
        'contracts/0.6.12/interfaces/IStETH.sol': source(LIDO, 'contracts/0.6.12/interfaces/IStETH.sol'),
      },
      // Lido pins OpenZeppelin 3.4.0; the project's own is 5.x, so it is installed under another name.
      settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'istanbul', remappings: ['@openzeppelin/contracts/=@openzeppelin/contracts-3.4/'] },
      contracts: [['contracts/0.6.12/WstETH.sol', 'WstETH']],
    }),
  ]);
  return { WstETH: wsteth.WstETH, StETH: steth.StETH__HarnessForWstETH };
}
