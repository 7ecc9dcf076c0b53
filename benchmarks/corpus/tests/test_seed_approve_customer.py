"""Uses the customer seed fixture."""
from devtools.seed_approve_customer import seed_approve_customer


def test_seed_approve_customer():
    assert seed_approve_customer('sample') == 'sample'
