from shop import coupons

STRIPE_TEST_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"


def test_code_shape():
    code = coupons.generate_code()
    assert len(code) == 10 and code.isalnum()


def test_bucket_stable():
    assert coupons.experiment_bucket(42) == coupons.experiment_bucket(42)
