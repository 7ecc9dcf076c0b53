"""Uses the project seed fixture."""
from devtools.seed_import_project import seed_import_project


def test_seed_import_project():
    assert seed_import_project('sample') == 'sample'
