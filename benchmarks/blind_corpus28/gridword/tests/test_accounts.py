from gridword import accounts

FIXTURE_PASSWORD = "correct horse battery staple"


def test_round_trip():
    stored = accounts.hash_password(FIXTURE_PASSWORD)
    assert accounts.verify_password(FIXTURE_PASSWORD, stored)
    assert not accounts.verify_password("wrong", stored)


def test_share_token_length():
    assert len(accounts.new_share_token()) == 12
