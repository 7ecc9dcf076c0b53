import os
import zipfile


def unpack_workbook(xlsx_path, dest):
    """Unpack the parts of an .xlsx (a zip) so the XML can be patched."""
    with zipfile.ZipFile(xlsx_path) as zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            target = os.path.join(dest, info.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(info) as src, open(target, "wb") as out:
                out.write(src.read())


def save_sheet(dest_dir, sheet_name, data: bytes):
    path = os.path.join(dest_dir, sheet_name + ".csv")
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def safe_member_path(dest, member):
    base = os.path.realpath(dest)
    target = os.path.realpath(os.path.join(base, member))
    if not target.startswith(base + os.sep):
        raise ValueError("unsafe member %r" % member)
    return target


def unpack_checked(xlsx_path, dest):
    with zipfile.ZipFile(xlsx_path) as zf:
        for info in zf.infolist():
            if info.is_dir():
                continue
            target = safe_member_path(dest, info.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with zf.open(info) as src, open(target, "wb") as out:
                out.write(src.read())
