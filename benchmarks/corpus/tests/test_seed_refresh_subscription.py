"""Uses the subscription seed fixture."""
from devtools.seed_refresh_subscription import seed_refresh_subscription


def test_seed_refresh_subscription():
    assert seed_refresh_subscription('sample') == 'sample'
