"""Uses the batch seed fixture."""
from devtools.seed_download_batch import seed_download_batch


def test_seed_download_batch():
    assert seed_download_batch('sample') == 'sample'
