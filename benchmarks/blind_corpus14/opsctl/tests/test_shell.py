from opsctl import shell


def test_run_argv_captures():
    out = shell.run_argv(["echo", "hi"], capture=True)
    assert out.stdout.strip() == "hi"
