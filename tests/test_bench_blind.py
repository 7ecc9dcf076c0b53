"""The blind corpora's scorer (benchmarks/blind.py): which labelled sites a ticket flags."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def _blind():
    spec = importlib.util.spec_from_file_location("bench_blind", BENCH / "blind.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


LABELS = [
    {"path": "app/views.py", "line": 10, "category": "sql-injection", "real": True},
    {"path": "app/views.py", "line": 12, "category": "xss", "real": False},
    {"path": "app/tmp.py", "line": 5, "category": "insecure-temp-file", "real": True},
]


def test_a_ticket_flags_every_label_near_it_unless_it_names_its_class():
    blind = _blind()
    by_line = blind.score(LABELS, [("app/views.py", 10, 10)])
    assert (by_line["flagged_real"], by_line["flagged_decoys"]) == (1, 1)  # the decoy two lines away too
    by_class = blind.score(LABELS, [("app/views.py", 10, 10, "sql-injection")])
    assert (by_class["flagged_real"], by_class["flagged_decoys"]) == (1, 0)
    assert by_class["tpr_minus_fpr"] == 0.5


def test_the_class_names_of_labels_and_analysers_are_compared_without_dashes():
    blind = _blind()
    assert blind.score(LABELS, [("app/tmp.py", 5, 5, "insecure-tempfile")])["flagged_real"] == 1
    assert blind.score(LABELS, [("app/tmp.py", 5, 5, "weak-random")])["flagged_real"] == 0
    assert blind.score(LABELS, [("app/other.py", 5, 5, "weak-random")])["elsewhere"] == 1


def test_a_folder_without_labels_is_refused_in_one_line(tmp_path, capsys):
    import pytest

    with pytest.raises(SystemExit) as stopped:
        _blind().main(["--corpus", str(tmp_path)])
    assert stopped.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert "has no labels.yaml" in error and str(tmp_path) in error


def test_read_by_nearest_site_a_ticket_flags_only_the_labels_closest_to_it():
    blind = _blind()
    on_the_real_line = blind.score(LABELS, [("app/views.py", 10, 10)], nearest=True)
    assert (on_the_real_line["flagged_real"], on_the_real_line["flagged_decoys"]) == (1, 0)
    on_the_decoy_line = blind.score(LABELS, [("app/views.py", 12, 12)], nearest=True)
    assert (on_the_decoy_line["flagged_real"], on_the_decoy_line["flagged_decoys"]) == (0, 1)
    between = blind.score(LABELS, [("app/views.py", 11, 11)], nearest=True)  # as near to both: both flagged
    assert (between["flagged_real"], between["flagged_decoys"]) == (1, 1)
    assert blind.score(LABELS, [("app/views.py", 20, 20)], nearest=True)["elsewhere"] == 1


def test_a_ticket_of_several_sinks_flags_the_labels_near_each_of_them():
    from types import SimpleNamespace

    from tickets.models import Location

    blind = _blind()
    ticket = SimpleNamespace(category="sql-injection", locations=[Location(path="app/views.py", start_line=10,
                                                                           end_line=10),
                                                                  Location(path="app/tmp.py", start_line=40,
                                                                           end_line=40)])
    spans = blind._ticket_spans(SimpleNamespace(tickets=[ticket]), by_class=True)
    assert spans == [("app/views.py", 10, 10, "sql-injection"), ("app/tmp.py", 40, 40, "sql-injection")]
