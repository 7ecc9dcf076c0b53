from unitcell import read_cif, symmetry_operations

SAMPLE = """data_NaCl
_cell_length_a 5.64
loop_
_symmetry_equiv_pos_as_xyz
'x, y, z'
'-x, -y, -z'
"""


def test_read_cif_tags():
    cif = read_cif(SAMPLE)
    assert cif["tags"]["_cell_length_a"] == "5.64"


def test_symmetry_operations():
    ops = symmetry_operations(read_cif(SAMPLE))
    assert ops[1](0.1, 0.2, 0.3) == (-0.1, -0.2, -0.3)
