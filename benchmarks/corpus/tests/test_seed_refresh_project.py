"""Uses the project seed fixture."""
from devtools.seed_refresh_project import seed_refresh_project


def test_seed_refresh_project():
    assert seed_refresh_project('sample') == 'sample'
