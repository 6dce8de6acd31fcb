"""A tuning tree: a frozen copy (`git archive`) of COMMIT in /tmp/bal9-NAME whose resources data has
the given rows changed (a tuning tree, never committed; mkvariant.sh does the Orator's row alone).
Each change is FILE:ID:FIELD=JSON, e.g. issues.json:immigration:states='["AZ","FL","TX"]'; a row's
n_states follows its states. Usage (from the repository): python mkdata.py COMMIT NAME CHANGE..."""
import json
import pathlib
import subprocess
import sys


def main() -> None:
    commit, name, changes = sys.argv[1], sys.argv[2], sys.argv[3:]
    tree = pathlib.Path(f"/tmp/bal9-{name}")
    subprocess.run(["rm", "-rf", str(tree)], check=True)
    tree.mkdir()
    archive = subprocess.run(["git", "archive", commit], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    for change in changes:
        where, value = change.split("=", 1)
        file, row_id, field = where.split(":")
        path = tree / "resources" / "campaign_trail" / file
        lines = path.read_text().splitlines(keepends=True)
        hits = [i for i, line in enumerate(lines) if f'"id": "{row_id}"' in line]
        assert len(hits) == 1, (change, hits)
        # rows are one JSON object a line: rewrite that line only, so the rest of the file stays byte-equal
        line = lines[hits[0]]
        indent = line[:len(line) - len(line.lstrip())]
        body = line.strip().rstrip(",")
        tail = line[len(indent) + len(body):]
        row = json.loads(body)
        row[field] = json.loads(value)
        if field == "states" and "n_states" in row:
            row["n_states"] = len(row["states"])
        lines[hits[0]] = indent + json.dumps(row, ensure_ascii=False) + tail
        path.write_text("".join(lines))
        print(file, json.dumps(row, ensure_ascii=False))


if __name__ == "__main__":
    main()
