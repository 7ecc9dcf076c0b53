from lanerope.services.accounts import AccountService


def test_hash_is_deterministic():
    assert AccountService.hash_password("butterfly") == AccountService.hash_password("butterfly")


def test_code_is_six_digits():
    assert len(AccountService.verification_code()) == 6
