# sh mkvariant.sh COMMIT NAME MONEY VOTERS SURCHARGE: a frozen tree /tmp/bal7-NAME of COMMIT whose
# Orator row starts with $MONEY M and VOTERS registered voters and pays +$SURCHARGE M per advertised issue
# (only the newest revision's values; a tuning tree, never committed)
set -e
rm -rf /tmp/bal7-$2 && mkdir /tmp/bal7-$2
git -C /work/wt-bal7 archive $1 | tar -x -C /tmp/bal7-$2
sed -i "s/\"id\": \"orator\", \"name\": \"The Orator\", \"set\": \"base\", \"start_money\": 40, \"start_registered\": 5, \"issues_of_influence\": \[\], \"effects\": {\"debate_card_bonus\": 1, \"advertise_issue\": 20}/\"id\": \"orator\", \"name\": \"The Orator\", \"set\": \"base\", \"start_money\": $3, \"start_registered\": $4, \"issues_of_influence\": [], \"effects\": {\"debate_card_bonus\": 1, \"advertise_issue\": $5}/" /tmp/bal7-$2/resources/campaign_trail/candidates.json
PYTHONPATH=/tmp/bal7-$2 /work/venv/bin/python -c "
from desktop_app.games.campaign_trail.data import load_data
c = load_data().candidates['orator']; print(c.start_money, c.start_registered, c.effects)"
