import subprocess


class ValidationFailed(Exception):
    pass


def xmllint(path, schema):
    """Validate a file against an XSD using the xmllint binary (faster than lxml for huge files)."""
    proc = subprocess.run(f"xmllint --noout --schema {schema} {path}", shell=True, capture_output=True, text=True)
    if proc.returncode != 0:
        raise ValidationFailed(proc.stderr)
    return True


def xmllint_args(path, schema):
    proc = subprocess.run(["xmllint", "--noout", "--schema", schema, "--", path], capture_output=True, text=True)
    if proc.returncode != 0:
        raise ValidationFailed(proc.stderr)
    return True
