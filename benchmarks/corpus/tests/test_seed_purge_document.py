"""Uses the document seed fixture."""
from devtools.seed_purge_document import seed_purge_document


def test_seed_purge_document():
    assert seed_purge_document('sample') == 'sample'
