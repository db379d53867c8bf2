// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {AggregatorV3Interface} from "./HistoricalPriceFeed.sol";

/// @title PhasedPriceFeedProxy
/// @notice The read side of Chainlink's EACAggregatorProxy / AggregatorProxy
///         (smartcontractkit/chainlink, contracts/src/v0.6/AggregatorProxy.sol):
///         one stable address in front of the aggregators a feed has had. Each
///         aggregator is a phase; proxy round ids are (phaseId << 64) | aggregator round,
///         so ids keep increasing across an aggregator change. No owner, no
///         access control: the phases are fixed at deployment, for tests and demos.
///         Like the real proxy, it passes every read to the phase's aggregator, so an
///         access-controlled aggregator that lists the proxy is readable through it only;
///         a read of an unknown phase calls address(0) and reverts with no reason, as
///         AggregatorProxy.getRoundData does (phaseAggregators[phaseId] is unset).
contract PhasedPriceFeedProxy is AggregatorV3Interface {
    uint256 private constant PHASE_OFFSET = 64;

    /// The current phase: the last aggregator given to the constructor.
    uint16 public immutable phaseId;
    /// Phase id (1-based) to its aggregator; address(0) for an unknown phase.
    mapping(uint16 => AggregatorV3Interface) public phaseAggregators;

    error NoAggregators();

    /// @param aggregators Oldest first; they become phases 1..n, the last is current.
    constructor(address[] memory aggregators) {
        if (aggregators.length == 0 || aggregators.length > type(uint16).max) revert NoAggregators();
        for (uint256 i = 0; i < aggregators.length; ++i) {
            phaseAggregators[uint16(i + 1)] = AggregatorV3Interface(aggregators[i]);
        }
        phaseId = uint16(aggregators.length);
    }

    /// @notice The current phase's aggregator.
    function aggregator() public view returns (address) {
        return address(phaseAggregators[phaseId]);
    }

    function decimals() external view override returns (uint8) {
        return phaseAggregators[phaseId].decimals();
    }

    function description() external view override returns (string memory) {
        return phaseAggregators[phaseId].description();
    }

    function version() external view override returns (uint256) {
        return phaseAggregators[phaseId].version();
    }

    /// @param roundId A proxy round id, (phaseId << 64) | aggregator round; the aggregator's answer (zeros or a revert) for a missing round.
    function getRoundData(uint80 roundId)
        external
        view
        override
        returns (uint80, int256, uint256, uint256, uint80)
    {
        uint16 phase = uint16(roundId >> PHASE_OFFSET);
        AggregatorV3Interface phaseAggregator = phaseAggregators[phase];
        (uint80 round, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound) =
            phaseAggregator.getRoundData(uint64(roundId));
        return (_withPhase(phase, round), answer, startedAt, updatedAt, _withPhase(phase, answeredInRound));
    }

    /// @notice The current aggregator's latest round, with proxy round ids.
    function latestRoundData() external view override returns (uint80, int256, uint256, uint256, uint80) {
        (uint80 round, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound) =
            phaseAggregators[phaseId].latestRoundData();
        return (_withPhase(phaseId, round), answer, startedAt, updatedAt, _withPhase(phaseId, answeredInRound));
    }

    /// @notice The current answer, as the legacy AggregatorInterface (which EACAggregatorProxy also
    ///         implements) gives it: Aave's oracle (AaveOracle.getAssetPrice) reads prices this way.
    function latestAnswer() external view returns (int256) {
        (, int256 answer,,,) = phaseAggregators[phaseId].latestRoundData();
        return answer;
    }

    function _withPhase(uint16 phase, uint80 round) private pure returns (uint80) {
        return uint80((uint256(phase) << PHASE_OFFSET) | uint64(round));
    }
}
