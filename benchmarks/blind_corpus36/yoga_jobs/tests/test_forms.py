import pytest

from studio_web.forms import BookingForm, local_target

TEACHER_LOGIN = {"email": "ana@example.org", "password": "test-only-pass"}


def test_local_target():
    assert local_target("/classes")
    assert not local_target("//evil.example")
    assert not local_target("/\\evil.example")


def test_bad_email():
    with pytest.raises(ValueError):
        BookingForm.from_request({"email": "nope", "class_id": "3"})
