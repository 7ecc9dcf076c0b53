import pytest

from printfarm import gcode, settings


def test_checked_rejects_nested(tmp_path, monkeypatch):
    monkeypatch.setattr(settings, "GCODE_ROOT", str(tmp_path))
    with pytest.raises(ValueError):
        gcode.read_gcode_checked("../x.gcode")
