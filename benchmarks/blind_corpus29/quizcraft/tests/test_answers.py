import pytest

from quizcraft import accounts, answers

HOST_PASSWORD = "correct horse battery staple"


@pytest.mark.parametrize("given", ["2*10**6", "2000000"])
def test_numeric(given):
    assert answers.check_numeric(given, "2000000")


def test_password_round_trip():
    stored = accounts.hash_host_password(HOST_PASSWORD)
    assert accounts.verify_host_password(HOST_PASSWORD, stored)
