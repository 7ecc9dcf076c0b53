from datalens.sampling import reservoir_sample


def test_reproducible():
    assert reservoir_sample(range(100), 5, seed=1) == reservoir_sample(range(100), 5, seed=1)
