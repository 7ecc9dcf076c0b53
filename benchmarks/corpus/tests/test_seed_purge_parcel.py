"""Uses the parcel seed fixture."""
from devtools.seed_purge_parcel import seed_purge_parcel


def test_seed_purge_parcel():
    assert seed_purge_parcel('sample') == 'sample'
