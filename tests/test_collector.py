"""The cycle collector's thresholds during an analysis, and the process's own after it."""

from __future__ import annotations

import gc

import pytest

from twokey.kernel.collector import ANALYSIS_THRESHOLDS, fewer_collections


def test_an_analysis_runs_under_fewer_collections_and_restores_the_process_settings():
    before = gc.get_threshold()
    with fewer_collections():
        assert gc.get_threshold() == ANALYSIS_THRESHOLDS
    assert gc.get_threshold() == before


def test_the_process_settings_come_back_when_the_analysis_fails():
    before = gc.get_threshold()
    with pytest.raises(RuntimeError), fewer_collections():
        raise RuntimeError("analyser crashed")
    assert gc.get_threshold() == before
