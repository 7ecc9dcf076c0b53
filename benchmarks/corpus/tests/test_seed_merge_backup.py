"""Uses the backup seed fixture."""
from devtools.seed_merge_backup import seed_merge_backup


def test_seed_merge_backup():
    assert seed_merge_backup('sample') == 'sample'
