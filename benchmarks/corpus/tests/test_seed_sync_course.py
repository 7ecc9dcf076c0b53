"""Uses the course seed fixture."""
from devtools.seed_sync_course import seed_sync_course


def test_seed_sync_course():
    assert seed_sync_course('sample') == 'sample'
