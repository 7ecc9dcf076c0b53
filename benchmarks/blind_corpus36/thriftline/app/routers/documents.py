import io
import os
import uuid
import xml.sax

import defusedxml.ElementTree as DET
from fastapi import APIRouter, Depends, File, UploadFile

from ..config import Settings, get_settings
from ..deps import get_current_member
from ..services.credit_check import verify_employer

router = APIRouter(prefix="/documents", tags=["documents"])


class _KycHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.fields, self._tag = {}, None

    def startElement(self, name, attrs):
        self._tag = name

    def characters(self, content):
        if self._tag in {"fullName", "dateOfBirth", "address"}:
            self.fields[self._tag] = self.fields.get(self._tag, "") + content


@router.post("/kyc")
async def upload_kyc(file: UploadFile = File(...), member=Depends(get_current_member)):
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    handler = _KycHandler()
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(await file.read()))
    return handler.fields


@router.post("/payslip-meta")
async def payslip_meta(file: UploadFile = File(...), member=Depends(get_current_member)):
    root = DET.fromstring(await file.read())
    ok = verify_employer(root.findtext("verifyUrl"), root.findtext("employeeRef"))
    return {"employer": root.findtext("employer"), "verified": ok}


@router.post("/photo-id")
async def photo_id(file: UploadFile = File(...), member=Depends(get_current_member),
                   settings: Settings = Depends(get_settings)):
    ext = ".png" if file.content_type == "image/png" else ".jpg"
    dest = os.path.join(settings.upload_dir, f"{uuid.uuid4().hex}{ext}")
    with open(dest, "wb") as fh:
        fh.write(await file.read())
    return {"stored": os.path.basename(dest)}
