"""Hooks of the schemathesis run in tests/api/schemathesis.test.ts (test infrastructure only).

`cursor` on GET /investors is valid only as the API returned it (`next_cursor`), for the same search: any other
string is refused with 400 "cursor is not valid for this search". JSON Schema cannot say "a value the API gave you",
so a generated cursor is schema-valid yet rightly refused. Rather than let a 400 pass as a fair answer to valid data
(which hid every other wrongly refused search as well), a valid search that carries a cursor gets a real one: the
first page of the same search is asked for, and its `next_cursor` sent. Without a next page the cursor is dropped.
Invalid (negative) cases keep their generated cursor, which must be refused.

The same holds for `check_min` and `check_max`: each is a valid number alone, and the document says the largest is
"not below check_min", but JSON Schema cannot compare two query parameters, so a valid search with the two the wrong
way round gets them swapped (the API refuses them with 400 naming check_min, as tests/api/v1.test.ts checks).
"""

import json
import os
import urllib.error
import urllib.parse
import urllib.request

import schemathesis

BASE = os.environ["ROUNDWISE_API"]
KEY = os.environ["ROUNDWISE_KEY"]
# One line per case set right, so the test can tell the hook did its work.
LOG = os.environ.get("ROUNDWISE_HOOK_LOG")


def _note(what):
    if LOG:
        with open(LOG, "a", encoding="utf-8") as log:
            log.write(what + "\n")


def _first_page(query):
    pairs = urllib.parse.urlencode({**query, "limit": 1}, doseq=True)
    request = urllib.request.Request(f"{BASE}/investors?{pairs}", headers={"Authorization": f"Bearer {KEY}"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.load(response)
    except urllib.error.HTTPError:
        # The search itself is refused: the case goes as generated and the check judges the API's answer.
        return None


def _number(value):
    try:
        return float(value) if value is not None and not isinstance(value, bool) else None
    except (TypeError, ValueError):
        return None


@schemathesis.hook
def before_call(context, case, kwargs):
    if case.operation.method.upper() != "GET" or case.operation.path != "/investors":
        return
    if case.meta is None or not case.meta.generation.mode.is_positive:
        return
    if not case.query:
        return
    low, high = _number(case.query.get("check_min")), _number(case.query.get("check_max"))
    if low is not None and high is not None and low > high:
        case.query = {**case.query, "check_min": case.query["check_max"], "check_max": case.query["check_min"]}
        _note("check range")
    if "cursor" not in case.query:
        return
    rest = {name: value for name, value in case.query.items() if name not in ("cursor", "limit")}
    page = _first_page(rest)
    if page is None:
        return
    query = {name: value for name, value in case.query.items() if name != "cursor"}
    if page.get("next_cursor"):
        query["cursor"] = page["next_cursor"]
        _note("real cursor")
    else:
        _note("no next page")
    case.query = query
