"""Uses the customer seed fixture."""
from devtools.seed_collect_customer import seed_collect_customer


def test_seed_collect_customer():
    assert seed_collect_customer('sample') == 'sample'
