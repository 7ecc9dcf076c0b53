import pytest

from bonsai_bench.validators import genus, photo_filename, sort_key


def test_photo_filename_rejects_dotdot():
    with pytest.raises(ValueError):
        photo_filename("../x.jpg")


def test_sort_key_defaults():
    assert sort_key("DROP TABLE") == "name"


def test_genus_allow_list():
    assert genus("acer") == "Acer"
