import pytest

from docconv.converters.ghostscript import GhostscriptConverter


def test_bad_quality_falls_back():
    cmd = GhostscriptConverter("pdf", {"quality": "; rm -rf /"}).command("/w/in.pdf", "/w")
    assert "PDFSETTINGS=/ebook" in cmd


@pytest.mark.parametrize("target", ["exe", "../../x"])
def test_office_rejects_unknown_targets(target):
    from docconv.converters.office import LibreOfficeConverter

    with pytest.raises(ValueError):
        LibreOfficeConverter(target).command("/w/a.docx", "/w")
