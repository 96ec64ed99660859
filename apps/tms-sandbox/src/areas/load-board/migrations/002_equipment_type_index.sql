-- The board's equipment filter may name several trailer types (spec 1 §3, bit flags): a load matches
-- when it may go on any of them. `equipment_types & mask <> 0` cannot use an index, so each load's mask
-- is also indexed as the array of its flags (GIN, array overlap): `equipment_type_flags(mask) && flags`
-- is the same rule for every known bit and is answered by a bitmap index scan (ADR 026).
CREATE FUNCTION equipment_type_flags(mask integer) RETURNS integer[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(SELECT 1 << b FROM generate_series(0, 30) AS b WHERE mask & (1 << b) <> 0 ORDER BY b);

CREATE INDEX available_freight_equipment ON available_freight USING gin (equipment_type_flags(equipment_types));
