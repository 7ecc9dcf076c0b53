from dioptre.chart import ROW_SIZES, SLOAN_LETTERS, chart_rows


def test_row_lengths():
    assert [len(r) for r in chart_rows()] == list(ROW_SIZES)


def test_only_sloan_letters():
    assert all(set(row) <= set(SLOAN_LETTERS) for row in chart_rows())
