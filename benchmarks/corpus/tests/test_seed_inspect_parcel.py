"""Uses the parcel seed fixture."""
from devtools.seed_inspect_parcel import seed_inspect_parcel


def test_seed_inspect_parcel():
    assert seed_inspect_parcel('sample') == 'sample'
