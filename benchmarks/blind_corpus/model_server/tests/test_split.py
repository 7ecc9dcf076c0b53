from mlserve.split import ab_bucket

TEST_API_KEY = "mlk_test_0000000000000000"


def test_bucket_stable():
    assert ab_bucket(42) == ab_bucket(42)
