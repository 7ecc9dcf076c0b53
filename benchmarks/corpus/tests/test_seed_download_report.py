"""Uses the report seed fixture."""
from devtools.seed_download_report import seed_download_report


def test_seed_download_report():
    assert seed_download_report('sample') == 'sample'
