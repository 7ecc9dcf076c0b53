from firstcrack.tokens import qc_sample


def test_qc_sample_never_exceeds_batch():
    assert len(qc_sample([1, 2], count=5)) == 2


def test_qc_sample_members_come_from_batch():
    batch = list(range(40))
    assert set(qc_sample(batch)) <= set(batch)
