from linkhub import shortener


def test_codes_have_requested_length():
    assert len(shortener.new_code(9)) == 9


def test_password_hash_is_stable():
    assert shortener.hash_link_password("hunter2") == shortener.hash_link_password("hunter2")
