"""A tuning tree: a frozen copy (`git archive`) of COMMIT in /tmp/bal9-NAME whose resources data has
the given rows changed (a tuning tree, never committed; mkvariant.sh does the Orator's row alone).
Each change is FILE:ID:FIELD=JSON, e.g. issues.json:immigration:states='["AZ","FL","TX"]'; a row's
n_states follows its states, and an ethics.json row (found by its party) its ev. COMMIT may also be
--tree DIR: a copy of that frozen tree instead (session 33: variants of revision 7's tree /tmp/bal9-g3,
whose record keys carry data_revision 6 like revision 7's tuning tables). Usage (from the repository):
python mkdata.py COMMIT|--tree DIR NAME CHANGE..."""
import json
import pathlib
import subprocess
import sys


def main() -> None:
    args = sys.argv[1:]
    source = args.pop(1) if args[0] == "--tree" else None
    commit, name, changes = args[0], args[1], args[2:]
    tree = pathlib.Path(f"/tmp/bal9-{name}")
    subprocess.run(["rm", "-rf", str(tree)], check=True)
    if source:
        subprocess.run(["cp", "-a", source, str(tree)], check=True)
    else:
        tree.mkdir()
        archive = subprocess.run(["git", "archive", commit], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    for change in changes:
        where, value = change.split("=", 1)
        file, row_id, field = where.split(":")
        path = tree / "resources" / "campaign_trail" / file
        lines = path.read_text().splitlines(keepends=True)
        hits = [i for i, line in enumerate(lines)
                if f'"id": "{row_id}"' in line or f'"party": "{row_id}"' in line]
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
        if field == "states" and "ev" in row:
            evs = {r["id"]: r["ev"] for r in json.loads((path.parent / "states.json").read_text())["states"]}
            row["ev"] = sum(evs[s] for s in row["states"])
        lines[hits[0]] = indent + json.dumps(row, ensure_ascii=False) + tail
        path.write_text("".join(lines))
        print(file, json.dumps(row, ensure_ascii=False))


if __name__ == "__main__":
    main()
