// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice Chainlink's AggregatorV3Interface, as read by price consumers.
interface AggregatorV3Interface {
    function decimals() external view returns (uint8);

    function description() external view returns (string memory);

    function version() external view returns (uint256);

    function getRoundData(uint80 roundId)
        external
        view
        returns (uint80 roundId_, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

/// @title HistoricalPriceFeed
/// @notice A Chainlink-style feed whose whole history is written in its constructor,
///         so the local chain seeds one feed with one transaction. Round ids run
///         from 1 (oldest) to the number of rounds (latest). A history too long for
///         one transaction (a round an hour for 180 days) is continued in chunks
///         with appendRounds.
/// @dev    startedAt equals updatedAt on every round. A sequencer uptime feed built
///         from it (answers 0 = up, 1 = down, one round per status change) therefore
///         reports the status-change time in startedAt, as Chainlink's does.
contract HistoricalPriceFeed is AggregatorV3Interface {
    /// One storage slot per round: answer and timestamp packed together.
    struct Round {
        int192 answer;
        uint64 updatedAt;
    }

    uint8 public immutable override decimals;
    uint256 public constant override version = 4;
    string public override description;
    Round[] private _rounds;
    /// The only account allowed to append rounds.
    address private immutable _deployer;

    error LengthMismatch();
    error NoDataPresent();
    error NotDeployer();
    error OutOfOrder();

    /// @param answers    Prices with `decimals_` decimals, oldest first.
    /// @param timestamps Unix seconds of each answer, oldest first.
    constructor(uint8 decimals_, string memory description_, int192[] memory answers, uint64[] memory timestamps) {
        if (answers.length != timestamps.length || answers.length == 0) revert LengthMismatch();
        decimals = decimals_;
        description = description_;
        _deployer = msg.sender;
        for (uint256 i = 0; i < answers.length; ++i) {
            _rounds.push(Round(answers[i], timestamps[i]));
        }
    }

    /// @notice Adds rounds after the latest one (ids continue from it). Deployer only.
    /// @param answers    Prices with `decimals` decimals, oldest first.
    /// @param timestamps Unix seconds, oldest first, none before the latest round's.
    function appendRounds(int192[] calldata answers, uint64[] calldata timestamps) external {
        if (msg.sender != _deployer) revert NotDeployer();
        if (answers.length != timestamps.length) revert LengthMismatch();
        uint64 previous = _rounds[_rounds.length - 1].updatedAt;
        for (uint256 i = 0; i < answers.length; ++i) {
            if (timestamps[i] < previous) revert OutOfOrder();
            previous = timestamps[i];
            _rounds.push(Round(answers[i], timestamps[i]));
        }
    }

    function getRoundData(uint80 roundId)
        public
        view
        override
        returns (uint80, int256, uint256, uint256, uint80)
    {
        if (roundId == 0 || roundId > _rounds.length) revert NoDataPresent();
        Round memory round = _rounds[roundId - 1];
        return (roundId, round.answer, round.updatedAt, round.updatedAt, roundId);
    }

    function latestRoundData() external view override returns (uint80, int256, uint256, uint256, uint80) {
        return getRoundData(uint80(_rounds.length));
    }
}
