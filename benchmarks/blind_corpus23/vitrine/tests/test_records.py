import pytest

from vitrine.records import find_by_object_number, parse_lido

SAMPLE = b"""<lido:lidoWrap xmlns:lido="http://www.lido-schema.org"><lido:lido><lido:workID>ME.1042</lido:workID></lido:lido></lido:lidoWrap>"""


def test_lookup():
    root = parse_lido(SAMPLE)
    assert len(find_by_object_number(root, "ME.1042")) == 1


def test_rejects_injection():
    with pytest.raises(ValueError):
        find_by_object_number(parse_lido(SAMPLE), "x' or '1'='1")
