"""Uses the warehouse seed fixture."""
from devtools.seed_tag_warehouse import seed_tag_warehouse


def test_seed_tag_warehouse():
    assert seed_tag_warehouse('sample') == 'sample'
