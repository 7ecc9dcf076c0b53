"""Uses the project seed fixture."""
from devtools.seed_export_project import seed_export_project


def test_seed_export_project():
    assert seed_export_project('sample') == 'sample'
