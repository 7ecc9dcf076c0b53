"""A pydantic model's field validators check the request body before the handler sees it (taint_models).

`data: Extension` in a FastAPI handler is the body parsed into that class; a `@validator("id")` (pydantic 1) or
`@field_validator("id")` (pydantic 2) that raises unless the value passes leaves `data.id` checked in the handler
and in a helper it is handed to as that class; a field typed with another such model (`bundle.owner.name`) is checked
by that model's validators. A field no validator checks, a validator that checks on one branch
only, and a `mode="wrap"` validator leave the field as the client sent it.
"""

from __future__ import annotations

from tests.builtin_support import markers_raised

APP = {
    "builder/helpers.py": """
        import re


        def is_snake_case(v: str) -> bool:
            return re.match(r"^[a-z]+(_[a-z0-9]+)*$", v) is not None
        """,
    "builder/models.py": """
        from pydantic import BaseModel, field_validator, validator

        from builder.helpers import is_snake_case


        class Extension(BaseModel):
            id: str
            version: str
            title: str
            label: str

            @validator("id")
            def validate_id(cls, v: str) -> str:
                if not is_snake_case(v):
                    raise ValueError("id must be snake_case")
                return v

            @validator("title")
            def validate_title(cls, v: str) -> str:
                if v.startswith("x"):
                    if not is_snake_case(v):
                        raise ValueError("bad title")
                return v

            @field_validator("label", mode="wrap")
            @classmethod
            def wrap_label(cls, v, handler):
                if not is_snake_case(v):
                    raise ValueError("bad label")
                return handler(v)


        class Owner(BaseModel):
            name: str
            note: str

            @validator("name")
            def validate_name(cls, v: str) -> str:
                if not is_snake_case(v):
                    raise ValueError("bad owner name")
                return v


        class Bundle(BaseModel):
            owner: Owner


        class Release(BaseModel):
            name: str

            @field_validator("name")
            @classmethod
            def check_name(cls, v: str) -> str:
                if not is_snake_case(v):
                    raise ValueError("bad name")
                return v
        """,
    "builder/service.py": """
        import os

        from builder.models import Extension

        ROOT = "/srv/builds"


        def build(data: Extension) -> str:
            with open(os.path.join(ROOT, data.id, "manifest.json"), "w") as out:  # helper id
                out.write("{}")
            with open(os.path.join(ROOT, data.version, "release.json"), "w") as out:  # helper version
                out.write("{}")
            return data.id
        """,
    "builder/api.py": """
        import os

        from fastapi import APIRouter

        from builder.models import Bundle, Extension, Release
        from builder.service import build

        router = APIRouter()
        ROOT = "/srv/builds"


        @router.post("/build")
        async def api_build(data: Extension):
            build(data)
            with open(os.path.join(ROOT, f"{data.id}.zip"), "rb") as archive:  # handler id
                archive.read()
            with open(os.path.join(ROOT, data.title), "rb") as archive:  # handler title
                archive.read()
            with open(os.path.join(ROOT, data.label), "rb") as archive:  # handler label
                return archive.read()


        @router.post("/bundle")
        async def api_bundle(bundle: Bundle):
            with open(os.path.join(ROOT, bundle.owner.name), "w") as out:  # nested name
                out.write("{}")
            with open(os.path.join(ROOT, bundle.owner.note), "w") as out:  # nested note
                out.write("{}")


        @router.post("/release")
        async def api_release(release: Release):
            with open(os.path.join(ROOT, release.name), "w") as out:  # handler release name
                out.write("{}")
        """,
}


def _flagged() -> set[str]:
    """The marker comments of the lines the taint slot raises as path traversal."""
    return markers_raised(APP, "path-traversal")


def test_a_field_a_validator_checks_is_checked_in_the_handler_and_in_a_helper_handed_the_model():
    flagged = _flagged()
    assert "helper id" not in flagged
    assert "handler id" not in flagged
    assert "handler release name" not in flagged  # pydantic 2's field_validator
    assert "nested name" not in flagged  # a field that is a model of its own, with its own validator


def test_an_unvalidated_field_a_branch_only_check_or_a_wrap_validator_leaves_the_field_as_sent():
    flagged = _flagged()
    assert {"helper version", "handler title", "handler label", "nested note"} <= flagged
